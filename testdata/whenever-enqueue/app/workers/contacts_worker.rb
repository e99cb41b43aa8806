class ContactsWorker
  include Sidekiq::Worker
  sidekiq_options retry: false

  def perform(shop_id)
    shop = Shop.find(shop_id)
    Mailings::ListClient.new(shop).contacts
  end
end
