# A model with many local methods and one remote call is not a client class.
class User
  def initialize(attrs = {})
    @attrs = attrs
  end

  def name
    @attrs[:name]
  end

  def email
    @attrs[:email]
  end

  def admin?
    @attrs[:admin] == true
  end

  def stripe_customer
    Stripe::Customer.retrieve(@attrs[:customer_id])
  end
end
