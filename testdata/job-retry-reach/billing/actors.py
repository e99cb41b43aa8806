import dramatiq

from .refunds import issue_refund


@dramatiq.actor(queue_name="refunds")
def refund_order(order_id):
    issue_refund(order_id)
