# A monthly statement job (ActiveJob on the Sidekiq adapter). It reaches the
# bank service through a top-level constant path (`::BankBalances`).
module Treasury
  class StatementJob < ApplicationJob
    queue_as :low

    def perform(month)
      opening = ::BankBalances.between(month.beginning_of_month, month.end_of_month)[:opening]
      Statement.create!(month: month, opening: opening)
    end
  end
end
