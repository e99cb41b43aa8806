class LedgerExportJob
  include Sidekiq::Job

  def perform(batch_id)
    Invoice.where(batch_id: batch_id).find_each do |invoice|
      begin
        invoice.export_to_ledger!
      rescue StandardError => e # expect: silent-rescue@medium
        Rails.logger.error("export of invoice #{invoice.id} failed: #{e.message}")
      end
    end
    begin
      Invoice.where(batch_id: batch_id).update_all(exported: true)
    rescue => e # expect: silent-rescue@medium
      Rails.logger.error("marking batch #{batch_id} exported failed: #{e.message}")
    end
  end
end
