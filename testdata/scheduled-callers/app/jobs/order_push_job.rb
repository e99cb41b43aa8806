# Enqueued once per order, on no schedule, with retries turned off: a
# failed push is never tried again.
class OrderPushJob
  include Sidekiq::Job
  sidekiq_options retry: false

  def perform(order_id)
    OrderGateway.new.push(order_id)
  end
end
