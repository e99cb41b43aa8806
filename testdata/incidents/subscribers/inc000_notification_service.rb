# Incident INC-2026-07-03-authorizer-timeout, paraphrased: the caller logs the
# response body only and returns false; the subscriber base swallows the rest.
module Acme
  class NotificationService
    def subscribe(facility_key: nil)
      return if @service_url.nil?

      begin
        RestClient.put(
          "#{@service_url}/api/v1/subscriptions",
          { model_type: 'Facility', model_id: facility_key }.to_json,
          { content_type: :json, 'x-auth': @user.api_token }
        )
        true
      rescue RestClient::ExceptionWithResponse => e # expect: silent-rescue
        Acme::Logger.error(e.response, class: self.class.name, facility_key: facility_key)
        false
      end
    end
  end

  class FacilitySubscriber
    def call(event)
      Acme::NotificationService.new(user: event.user).subscribe(facility_key: event.key)
    rescue StandardError => e # expect: silent-rescue
      Acme::Logger.error("subscriber failed: #{e.message}")
    end
  end
end
