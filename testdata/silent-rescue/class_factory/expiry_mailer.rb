# A class under a namespace the project declares only in `class A::B`
# form: `Outreach::ExpiryMailer.deliver` is project code, and it makes the
# Notify call through the class method of services.rb.
class Outreach::ExpiryMailer
  def self.deliver(contact)
    Services.notify_client.send_email(email_address: contact, template_id: 'expiry')
  end
end
