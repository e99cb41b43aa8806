# A worker's store call whose wrap drops the status; its only caller
# catches every failure and hands a message back (medium).
class QuoteStore
  class SaveFailed < StandardError; end

  def self.store(id, quote)
    RestClient.put("https://quotes.example.com/v1/quotes/#{id}", quote.to_json, content_type: :json)
  rescue RestClient::ExceptionWithResponse => e
    raise SaveFailed, e.message # expect: rethrow-drops-context@medium
  end
end
