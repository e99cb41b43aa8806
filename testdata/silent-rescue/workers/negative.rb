module Acme
  class Gateway
    # Re-raises after logging.
    def create(attrs)
      @payments_client.create(attrs)
    rescue RestClient::Exception => e
      Acme::Logger.error("create failed: #{e.http_code} #{e.message}")
      raise
    end

    # Conditional re-raise.
    def show(id)
      @payments_client.show(id)
    rescue RestClient::ExceptionWithResponse => e
      raise unless e.http_code == 409

      nil
    end

    # Retries.
    def update(id, attrs)
      attempts ||= 0
      @payments_client.update(id, attrs)
    rescue Faraday::TimeoutError
      attempts += 1
      retry if attempts < 3
      raise
    end

    # A retry loop: the rescue falls through and the loop tries again.
    def fetch_with_attempts(url)
      3.times do
        begin
          return RestClient.get(url)
        rescue RestClient::ServerBrokeConnection => e
          Acme::Logger.warn(e.message)
        end
      end
      raise "gave up on #{url}"
    end

    # Reports to an error tracker: the failure reaches someone.
    def refund(id)
      @payments_client.refund(id)
    rescue StandardError => e
      Sentry.capture_exception(e)
      false
    end

    # Records an error state the caller reads.
    def void(id)
      @payments_client.void(id)
    rescue StandardError => e
      @last_error = e
      false
    end

    # Returns an error value.
    def capture(id)
      @payments_client.capture(id)
    rescue Faraday::Error => e
      { error: e.message }
    end

    # A specific, non-network error next to a remote call.
    def currency(id)
      @payments_client.show(id).fetch(:currency)
    rescue KeyError
      nil
    end

    # 404 means "not there": nil is the answer, by design.
    def find_release(tag)
      @github_client.release(tag)
    rescue Octo::NotFound
      nil
    end

    # A domain error whose name merely contains a remote-sounding word.
    def formula(name)
      @catalog_client.formula(name)
    rescue FormulaUnavailableError
      nil
    end

    # A cache miss is optional: a silent catch-all, spec case (c), medium.
    def cached(key)
      @redis_client.get(key) rescue nil # expect: silent-rescue@medium
    end
  end

  class Loader
    # Optional dependency.
    def self.load_extras
      require 'acme/extras'
    rescue LoadError
      nil
    end

    # JSON-parse fallback.
    def parse(raw)
      JSON.parse(raw)
    rescue JSON::ParserError
      {}
    end

    def parse_loose(raw)
      JSON.parse(raw) rescue nil
    end

    # Completely silent and local: spec case (c), medium.
    def version_of(path)
      begin
        File.read(path).strip
      rescue # expect: silent-rescue@medium
        nil
      end
    end

    # Best-effort cleanup in an ensure block.
    def export(path)
      write_to(path)
    ensure
      begin
        @upload_client.close
      rescue StandardError
        nil
      end
    end

    # A logging-only catch-all that is neither remote nor at a job boundary.
    def render_summary(report)
      report.summary_lines.join("\n")
    rescue StandardError => e
      Acme::Logger.warn("summary failed: #{e.message}")
      ""
    end
  end
end

# Per-item isolation in a batch job: each failure is logged and the other
# items go on.
class CompactRecordsWorker
  def perform(ids)
    Record.where(id: ids).find_each do |record|
      begin
        record.compact!
      rescue StandardError => e
        Rails.logger.error("compacting #{record.id} failed: #{e.class}: #{e.message}")
      end
    end
  end
end
