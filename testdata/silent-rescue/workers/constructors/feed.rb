# Building objects is not remote work: neither the gem's `Twitter::User` nor
# the project's `User`, whose constructor makes no call.
class Feed
  def twitter_user(data)
    Twitter::User.new(data)
  rescue # expect: silent-rescue@medium
    nil
  end

  def local_user(data)
    User.new(data)
  rescue # expect: silent-rescue@medium
    nil
  end

  def customer(user)
    user_record = User.new(user)
    user_record.stripe_customer
  rescue => e # expect: silent-rescue
    Rails.logger.warn(e.message)
    nil
  end
end
