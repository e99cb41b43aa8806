# Formerly a background job:
#   include Sidekiq::Job
class ReportSource
  def fetch
    Faraday.get("https://reports.example.org/latest").body # expect: missing-retry@medium
  end
end
