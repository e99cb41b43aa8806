# Retries configured but disabled (`max: 0`) are not retries.
class ReportClient
  def initialize
    @conn = Faraday.new(url: 'https://reports.example.com') do |f|
      f.request :retry, max: 0
    end
  end

  def report(id)
    @conn.get("/reports/#{id}") # expect: missing-retry@medium
  end
end
