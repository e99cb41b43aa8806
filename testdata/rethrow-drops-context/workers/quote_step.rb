class QuoteStep
  def call(event)
    QuoteStore.store(event['id'], event['quote'])
    { saved: true }
  rescue StandardError => e
    { error: e.message }
  end
end
