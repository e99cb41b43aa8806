class InvoiceNumber
  def sequence_of(number)
    Integer(number.split('-').last, 10) + offset_for(number)
  rescue StandardError => e
    raise InvalidNumber, "#{number}: #{e.message}"
  end
end
