# The handler goes round for the failures it judges transient and raises
# the rest: a retry with no delay for those. One that goes round only on a
# 409 re-reads and rewrites after a conflict: not a retry of a failure.
require 'faraday'

class InvoicePusher
  def initialize
    @conn = Faraday.new(url: ENV.fetch('LEDGER_URL')) { |f| f.response :raise_error }
  end

  def push(invoice)
    4.times do # expect: retry-without-delay
      begin
        return @conn.post('/invoices', invoice.to_json).body
      rescue Faraday::Error => e
        next if transient?(e)
        raise
      end
    end
  end

  def save(doc)
    4.times do
      begin
        current = @conn.get("/docs/#{doc[:id]}").body
        return @conn.put("/docs/#{doc[:id]}", doc.merge(rev: current['rev']).to_json).body
      rescue Faraday::ConflictError, Faraday::ClientError => e
        next if e.response_status == 409
        raise
      end
    end
  end

  private

  def transient?(error)
    error.response_status.nil? || error.response_status >= 500
  end
end
