class TenderPageDownloader
  attr_reader :response

  def download(url)
    conn = Faraday.new(url:)
    @response = conn.get do |req|
      req.params['pretty'] = true
    end
    { success: response.success?, status: response.status, body: JSON.parse(response.body) }
  end
end
