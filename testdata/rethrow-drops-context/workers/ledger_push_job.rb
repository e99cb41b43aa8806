# Unattended job (worker directory). The Faraday client-error rescue keeps the
# status; the catch-all after it sees only what is left (no status to keep).
# A catch-all after a rescue of a local error still receives the HTTP errors.
class LedgerPushJob
  include Sidekiq::Job

  class PushError < StandardError; end

  def perform(entry_id)
    conn = Faraday.new(url: "https://ledger.example.com") { |f| f.response :raise_error }
    conn.post("/entries/#{entry_id}")
  rescue Faraday::ClientError => e
    raise PushError, "ledger answered #{e.response[:status]}"
  rescue => e
    raise PushError, e.message
  end

  def refresh(entry_id)
    conn = Faraday.new(url: "https://ledger.example.com") { |f| f.response :raise_error }
    conn.put("/entries/#{entry_id}/refresh")
  rescue ActiveRecord::RecordNotFound => e
    raise PushError, "no entry #{entry_id}"
  rescue => e
    raise PushError, e.message # expect: rethrow-drops-context
  end
end
