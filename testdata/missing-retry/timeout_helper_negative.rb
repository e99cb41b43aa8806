# `with_retries` retries timeouts only: the calls it wraps get no 502/503
# retry either, so `aliases` is not "unlike the other calls".
class SearchIndex
  def initialize(search_client, name)
    @search_client = search_client
    @name = name
  end

  def close
    with_retries { @search_client.indices.close(index: @name) }
  end

  def aliases
    @search_client.indices.get_alias(index: @name)
  end

  private

  def with_retries
    attempts ||= 0
    begin
      yield
    rescue Faraday::TimeoutError, Net::ReadTimeout
      raise if (attempts += 1) > 5
      sleep 2**attempts
      retry
    end
  end
end
