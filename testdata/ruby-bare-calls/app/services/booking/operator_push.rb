# `call` reaches the POST through a private method named bare (`deliver`):
# the service is remote work, and its failure leaves through `call`.
require "httparty"

module Booking
  class OperatorPush
    include ServiceObject

    def initialize(order)
      @order = order
    end

    def call
      deliver
    end

    private

    def deliver
      HTTParty.post(ENV.fetch("OPERATOR_HOOK_URL"), body: @order.to_json) # expect: missing-retry@medium
    end
  end
end
