require "faraday"

class Vault
  def initialize
    @http = Faraday.new(url: "https://vault.example.org")
  end

  def store(path, blob, attempts_left = 3)
    response = @http.put(path, blob)
    if response.success?
      response
    else
      raise "store failed: #{response.status}" if attempts_left.zero?

      store(path, blob, attempts_left - 1) # expect: retry-without-delay
    end
  end

  def store_paced(path, blob, attempts_left = 3)
    response = @http.put(path, blob)
    if response.success?
      response
    else
      raise "store failed: #{response.status}" if attempts_left.zero?

      sleep(2**(3 - attempts_left))
      store_paced(path, blob, attempts_left - 1)
    end
  end
end
