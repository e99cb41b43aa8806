require "faraday"

# A dependency check behind the /health route: `up?` answers yes or no, and
# a failed attempt is that answer. Retrying at once only steadies the probe.
class DependencyCheck
  def initialize(url, tries: 3)
    @url = url
    @tries = tries
  end

  def up?
    with_retries do
      Faraday.get(@url).success?
    end
  end

  private

  def with_retries
    @tries.times do # expect: retry-without-delay@medium
      return true if yield
    rescue StandardError
      # try again
    end
    false
  end
end

# The same helper also runs real work: the retry hammers a failing upstream.
class InvoiceSync
  def initialize(url)
    @url = url
  end

  def alive?
    with_attempts { Faraday.head(@url).success? }
  end

  def push(invoice)
    with_attempts { Faraday.post(@url, invoice.to_json) }
  end

  private

  def with_attempts
    3.times do # expect: retry-without-delay
      return yield
    rescue Faraday::ConnectionFailed
      # go again
    end
    nil
  end
end
