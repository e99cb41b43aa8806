require "faraday"

class MediaStream
  def fetch(url, attempts = 3)
    tries = 0
    begin
      tries += 1
      Faraday.new(url) { |f| f.response :raise_error }.get
    rescue Faraday::Error => e
      status = e.response && e.response[:status]
      # 429 takes its own branch, with a wait of its own.
      if [502, 503].include?(status)
        sleep(2**tries)
        retry if tries < attempts
      elsif status == 429
        sleep(e.response[:headers]["Retry-After"].to_i)
        retry if tries < attempts
      end
      raise
    end
  end

  def fetch_part(url, attempts = 3)
    tries = 0
    begin
      tries += 1
      Faraday.new(url) { |f| f.response :raise_error }.get
    rescue Faraday::Error => e
      status = e.response && e.response[:status]
      if [502, 503].include?(status) # expect: retry-skips-throttling
        sleep(2**tries)
        retry if tries < attempts
      elsif status == 404
        return nil
      end
      raise
    end
  end
end
