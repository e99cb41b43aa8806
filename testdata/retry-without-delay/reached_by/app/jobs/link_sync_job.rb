class LinkSyncJob
  include Sidekiq::Job
  sidekiq_options retry: false

  def perform(id)
    Sync::LinkFetcher.new.fetch(id)
  end
end
