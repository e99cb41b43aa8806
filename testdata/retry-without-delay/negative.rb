class CarefulUploader
  def upload_with_sleep(url, payload)
    attempts = 0
    begin
      RestClient.put(url, payload)
    rescue RestClient::Exception
      attempts += 1
      raise if attempts >= 3
      sleep(2**attempts)
      retry
    end
  end

  def upload_with_bare_sleep(url, payload)
    begin
      RestClient.put(url, payload)
    rescue RestClient::Exception
      sleep
      retry
    end
  end

  def create_unique(attrs)
    Record.create!(attrs.merge(token: SecureRandom.hex(4)))
  rescue ActiveRecord::RecordNotUnique
    retry
  end

  def with_lock(path)
    File.open(path, File::CREAT | File::EXCL)
  rescue Errno::EEXIST
    retry
  end

  def refresh_then_retry
    tries = 2
    begin
      @store_api.list_apps
    rescue UnauthorizedError
      tries -= 1
      raise if tries.zero?
      @token.refresh!
      retry
    end
  end

  def fallback_host(url)
    begin
      HTTParty.get(url)
    rescue Net::OpenTimeout
      raise if url == FALLBACK_URL
      url = FALLBACK_URL
      retry
    end
  end

  def once_more
    begin
      @catalog_api.fetch_manifest
    rescue CatalogError
      raise if @retried
      @retried = true
      retry
    end
  end

  def reraise
    5.times do
      begin
        return @billing_api.sync!
      rescue Net::ReadTimeout
        raise
      end
    end
  end

  def batch(items)
    items.each do |item|
      begin
        @billing_api.push(item)
      rescue Net::ReadTimeout
        next
      end
    end
  end

  def ask_code
    code = ask("Code: ")
    @auth_api.verify(code)
  rescue InvalidCode
    ask_code
  end

  # Follows redirects: the loop goes round on a 3xx; a failure is logged and
  # falls through to the unconditional `return` after the begin block.
  def resolve(uri, limit = 5)
    limit.times do
      begin
        response = @link_api.head(uri)
        if [301, 302].include?(response.status)
          uri = URI(response['location'])
          next
        end
      rescue Faraday::Error => e
        logger.error("resolving #{uri} failed: #{e.message}")
      end

      return uri.to_s
    end
    uri.to_s
  end
end
