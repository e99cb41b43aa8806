# A Sidekiq job swallows the failure of an ingestor that reaches the remote
# API only through two plain project classes (no client word in the job or
# the ingestor). The comment under the rescue suggests re-raising: it does
# not say the failure is tolerated.
class Tenders::IngestTenderPageJob
  include Sidekiq::Job

  def perform(url)
    TenderPageIngestor.process_for_url(url:)
  rescue StandardError => e # expect: silent-rescue
    Rails.logger.error "Error processing URL #{url}: #{e.message}"
    # Optionally, you can re-raise the error if you want Sidekiq to retry the job
  end
end

class Tenders::IngestTenderSummaryJob
  include Sidekiq::Job

  def perform(url)
    TenderPageIngestor.process_for_url(url:)
  rescue StandardError => e # expect: silent-rescue@medium
    Rails.logger.error "Error processing URL #{url}: #{e.message}"
    # best effort: the hourly sweep fetches the page again
  end
end
