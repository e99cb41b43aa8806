require "net/http"

module TariffDocs
  class DocumentFetcher
    URL = "https://www.example.gov.uk/tariff-documents".freeze

    def call
      uri = URI(URL)
      http = Net::HTTP.new(uri.host, uri.port)
      http.use_ssl = true
      response = http.get(uri.request_uri) # expect: missing-retry@medium
      raise "Failed to fetch #{URL}: HTTP #{response.code}" unless response.is_a?(Net::HTTPSuccess)

      response.body
    end
  end

  class NoteFetcher
    def fetch(note_id)
      uri = URI("https://www.example.gov.uk/tariff-notes/#{note_id}")
      response = Net::HTTP.get_response(uri) # expect: missing-retry
      raise "Failed to fetch note #{note_id}: HTTP #{response.code}" unless response.is_a?(Net::HTTPSuccess)

      response.body
    end
  end
end
