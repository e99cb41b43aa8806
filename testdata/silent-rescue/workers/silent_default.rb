# Completely silent method-level catch-alls that answer `nil`: reported at medium.
class InvoiceNumber
  def sequence_of(number)
    Integer(number.split('-').last, 10) + offset_for(number)
  rescue StandardError # expect: silent-rescue@medium
    nil
  end
end
