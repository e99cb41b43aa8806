# An ActiveJob that declares `retry_on` and rescues the same failures in
# `perform` without raising again: the job ends as if it had succeeded and
# the retry it declares never runs.
class CrmDealSyncJob < ApplicationJob
  queue_as :default

  retry_on StandardError, wait: :polynomially_longer, attempts: 5

  def perform(user_id)
    user = User.find(user_id)
    CrmClient.new.create_deal(user)
  rescue CrmApiError => e # expect: silent-rescue
    ErrorTracker.error(e)
  end
end

# Raised again after reporting: the retry sees it. Not reported.
class CrmContactSyncJob < ApplicationJob
  retry_on StandardError, attempts: 3

  def perform(user_id)
    CrmClient.new.upsert_contact(User.find(user_id))
  rescue CrmApiError => e
    ErrorTracker.error(e)
    raise
  end
end

# The rescued class is not one the job retries: a missing record is
# dropped on purpose. Not reported.
class CrmNoteJob < ApplicationJob
  retry_on Net::ReadTimeout, attempts: 3

  def perform(note_id)
    CrmClient.new.add_note(Note.find(note_id))
  rescue ActiveRecord::RecordNotFound => e
    Rails.logger.info("note gone: #{e.message}")
  end
end
