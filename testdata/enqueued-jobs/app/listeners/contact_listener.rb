# Queuing the job is no request: `perform_async` pushes it to the queue and
# the worker sends it later; its failure never comes back here (not
# reported).
class ContactListener
  def contact_created(contact)
    Webhook.active.each do |hook|
      HookWorker.perform_async(hook.url, { event: 'contact_created', id: contact.id }.to_json)
    end
  end
end
