class LedgerExportJob
  include Sidekiq::Job

  def perform(batch_id)
    Invoice.where(batch_id: batch_id).find_each do |invoice|
      begin
        invoice.export_to_ledger!
      rescue StandardError => e
        Rails.logger.error("export of invoice #{invoice.id} failed: #{e.message}")
        raise
      end
    end
  end
end
