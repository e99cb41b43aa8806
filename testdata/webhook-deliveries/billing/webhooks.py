import stripe
from django.http import HttpResponse
from django.views.decorators.csrf import csrf_exempt

from billing.seats import provision_seats


@csrf_exempt
def stripe_webhook(request):
    event = stripe.Webhook.construct_event(
        request.body, request.headers.get("Stripe-Signature"), "whsec_test"
    )
    if event["type"] == "customer.subscription.updated":
        provision_seats(event["data"]["object"]["id"])
    return HttpResponse(status=200)
