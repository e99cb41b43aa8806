# A local variable named like a method of the class is no call of it:
# `summary` here is the local, and nothing runs `fetch_summary` from a job.
require "faraday"

module Exporter
  class Report
    def build(rows)
      summary = rows.size
      [summary, rows]
    end

    def summary
      fetch_summary
    end

    def fetch_summary
      Faraday.new(url: ENV.fetch("EXPORT_URL")).get("/summary") # expect: missing-retry@medium
    end
  end
end
