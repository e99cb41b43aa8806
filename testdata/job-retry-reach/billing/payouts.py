from .bank import send_transfer


def run_payout(payout_id):
    # Plain project code between the task and the remote call.
    amount = 100 * payout_id
    send_transfer(payout_id, amount)
