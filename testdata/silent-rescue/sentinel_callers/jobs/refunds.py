from ..services.licenses import lookup_owner, revoke_seat


def refund_line(line, mailer):
    if not revoke_seat(line.seat_id):
        line.state = "revocation_error"
        line.save()
        return
    owner = lookup_owner(line.seat_id)
    mailer.send(owner["email"], "Your seat was refunded")
