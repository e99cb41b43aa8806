class TenderPageIngestor
  class << self
    def process_for_url(url:)
      ids = new.fetch_ids(url:)
      ids.each { |id| Tenders::IngestTenderJob.perform_async(id) }
    end
  end

  def fetch_ids(url: nil)
    response = TenderPageDownloader.new.download(url)
    raise StandardError, "download failed: #{response[:status]}" unless response[:success]

    response[:body]['ids']
  end
end
