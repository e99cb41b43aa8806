class StripeWebhooksController < ApplicationController
  skip_before_action :verify_authenticity_token

  # Stripe redelivers the event until this answers 2xx.
  def create
    event = Stripe::Webhook.construct_event(request.body.read, request.headers["Stripe-Signature"], ENV.fetch("STRIPE_WEBHOOK_SECRET"))
    SeatProvisioner.provision(event.data.object.id) if event.type == "customer.subscription.updated"
    head :ok
  end
end
