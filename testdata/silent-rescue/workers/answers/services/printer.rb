# A method named as a question about the remote end's availability (`ok?`)
# answers `false` when it cannot reach it: the failure is the answer
# (medium). The same handler in `allowed?` hands a caller a misleading
# `false` (high).
require "faraday"

class PrinterService
  def ok?
    response = connection.get("/api/version")
    Rails.logger.warn(response.inspect) unless response.success?
    response.success?
  rescue => e # expect: silent-rescue@medium
    Rails.logger.warn(e.message)
    false
  end

  def allowed?(user)
    response = connection.get("/api/acl/#{user.id}")
    Rails.logger.warn(response.inspect) unless response.success?
    response.success?
  rescue => e # expect: silent-rescue
    Rails.logger.warn(e.message)
    false
  end

  private

  def connection
    @connection ||= Faraday.new(url: "https://printer.example.com")
  end
end
