# frozen_string_literal: true

# NOTE: this job is run from cron (the host's crontab, not this repository):
# each run checks the oldest deposit still pending, so the next run checks
# again whatever this one could not.
class DoiPollJob < ApplicationJob
  queue_as :doi

  def perform
    deposit = DoiDeposit.where(status: "submitted").order(:created_at).first
    return unless deposit

    answer = DepositStatus.new(deposit.batch_id).fetch
    deposit.update!(status: answer.fetch("status"))
  end
end
