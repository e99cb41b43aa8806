# The failure goes through the table and out of the job.
class RatesJob < ApplicationJob
  def perform(currency)
    Rails.cache.write("rates/#{currency}", RatesTable.build(currency))
  end
end
