module Mailings
  class ContactsSync
    class << self
      # Each shop's contacts are fetched in a worker of their own.
      def sync_all
        Shop.active.find_each do |shop|
          ContactsWorker.perform_async(shop.id)
        end
      end
    end
  end
end
