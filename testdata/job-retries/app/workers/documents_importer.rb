class DocumentsImporter
  include Sidekiq::Worker

  sidekiq_options queue: :regulations, retry: 1

  def perform(number)
    RegulationsClient.new.documents(number)
  end
end
