# A method the job's own `perform` calls is a helper, not the message
# boundary: a failed track is one step of the job (spec case b is about the
# job's entry point). `perform` itself keeps every failure visible.
class TrackBackfillJob < ApplicationJob
  queue_as :low

  def perform(user_id)
    Track.where(user_id: user_id).find_each do |track|
      process_track(track)
    end
  end

  private

  def process_track(track)
    mode = ModeDetector.new(track.points).call
    track.update!(transportation_mode: mode)
  rescue StandardError => e
    Rails.logger.warn("track #{track.id}: #{e.message}")
  end
end
