# A recursive retry handed as an argument to a backoff helper runs before the
# helper does: nothing waits before the request is sent again.
class CompanySync
  def sync_company(company_id)
    JSON.parse(Faraday.get("https://companies.example.com/v1/#{company_id}").body)
  rescue Faraday::Error
    with_backoff(sync_company(company_id)) # expect: retry-without-delay
  end

  def sync_company_later(company_id)
    JSON.parse(Faraday.get("https://companies.example.com/v1/#{company_id}").body)
  rescue Faraday::Error
    with_backoff { sync_company_later(company_id) }
  end
end
