from celery import shared_task

from inventory.pricing import fetch_price_list
from inventory.shipping import book_courier


@shared_task
def refresh_prices():
    # Beat runs this every ten minutes: the next run fetches again.
    for item in fetch_price_list():
        item.save()


@shared_task
def book_shipment(order_id):
    # Run once per order, on no schedule and with no task retry.
    book_courier(order_id)
