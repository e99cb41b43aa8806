class RefundService
  def refund(line)
    unless SeatRevoker.revoke(line.seat)
      line.update!(state: "revocation_error")
      return
    end
    owner = SeatRevoker.owner_of(line.seat)
    RefundMailer.refunded(owner.fetch("email")).deliver_later
  end
end
