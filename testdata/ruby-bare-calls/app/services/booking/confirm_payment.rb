# The booking push is swallowed whole: nothing logs that the tour operator
# never heard of the paid order.
module Booking
  class ConfirmPayment
    include ServiceObject

    def initialize(order)
      @order = order
    end

    def call
      @order.update!(paid: true)
      begin
        Booking::OperatorPush.call(@order)
        @order.update!(pushed: true)
      rescue # expect: silent-rescue@medium
        ''
      end
      @order
    end
  end
end
