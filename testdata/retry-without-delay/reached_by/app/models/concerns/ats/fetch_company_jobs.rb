module Ats
  module FetchCompanyJobs
    def fetch_company_jobs(endpoint, page)
      json_post_request(endpoint, { limit: 20, offset: page * 20 })
    end
  end
end
