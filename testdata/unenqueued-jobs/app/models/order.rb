class Order < ApplicationRecord
  after_commit :notify

  def notify
    ReceiptMailJob.perform_later(id)
    StockSyncJob.perform_later(sku)
  end
end
