# Each failed e-mail is logged by its message and dropped: the user is not
# told their account expires, and nothing sends it again.
class ExpiryNotices
  def send_all(users)
    users.each { |user| send_one(user) }
  end

  private

  def send_one(user)
    Outreach::ExpiryMailer.deliver(user.contact)
  rescue StandardError => e # expect: silent-rescue@medium
    @logger.error(e.message)
  end
end
