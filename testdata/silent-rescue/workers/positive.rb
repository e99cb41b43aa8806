# Paraphrases of incident 000: remote failures that disappear in handlers.
module Acme
  class AlertService
    # The client's `subscribe`: logs only the response body, returns false.
    def register(channel_id: nil)
      return if @endpoint.nil?

      begin
        Acme::HttpClient.put(
          "#{@endpoint}/v2/registrations",
          { kind: 'Channel', id: channel_id }.to_json,
          { content_type: :json }
        )
        true
      rescue RestClient::ExceptionWithResponse => err # expect: silent-rescue@medium
        Acme::Logger.error(err.response, klass: self.class.name)
        false
      end
    end

    # Method-level catch-all around a raw HTTP call.
    def fetch_profile(id)
      Net::HTTP.get(URI("https://profiles.example.com/#{id}"))
    rescue => e # expect: silent-rescue
      Rails.logger.warn("profile fetch failed: #{e.message}")
      nil
    end

    # Network error classes named by the handler.
    def healthy?
      @status_checker.probe
    rescue Net::OpenTimeout, Net::ReadTimeout # expect: silent-rescue@medium
      false
    end

    # The modifier form around an API client call.
    def lookup(key)
      value = @billing_client.find(key) rescue nil # expect: silent-rescue@medium
      value
    end

    # Items skipped with `next` in a loop over remote calls.
    def deliver_all(messages)
      messages.each do |m|
        begin
          @mailer_client.deliver(m)
        rescue StandardError => e # expect: silent-rescue@medium
          warn "delivery failed: #{e}"
          next
        end
      end
    end
  end

  module Events
    # The pub/sub subscriber base: every failure of every event ends here.
    class BaseSubscriber
      def call(event)
        handle(event)
      rescue StandardError => e # expect: silent-rescue@medium
        Acme::Logger.error("event failed: #{e.message}")
      end
    end

    class ReportJob
      def run_report(id)
        Report.find(id).generate!
      rescue Exception => e # expect: silent-rescue@medium
        puts e.message
      end
    end
  end
end
