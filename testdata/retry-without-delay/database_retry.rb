class InventoryExport
  # Any failed statement (a lost connection, a lock timeout) is retried at
  # once, forever: the job spins against the database.
  def mark_complete(request)
    request.update!(state: "completed", completed_at: Time.current)
  rescue ActiveRecord::StatementInvalid
    Rails.logger.info "update failed, retrying"
    ActiveRecord::Base.connection_pool.release_connection
    retry # expect: retry-without-delay
  end

  # The same under a lock, with a leading `::`.
  def record_copy(snapshot_id, key)
    snapshot = MigrationSnapshot.find(snapshot_id)
    snapshot.with_lock { snapshot.mark_complete(key) }
  rescue ::ActiveRecord::StatementInvalid, PG::ConnectionBad
    retry # expect: retry-without-delay
  end

  # A bounded retry: the counter stops it (not this shape).
  def mark_failed(request)
    attempts = 0
    begin
      request.update!(state: "failed")
    rescue ActiveRecord::StatementInvalid
      attempts += 1
      raise if attempts > 3
      retry
    end
  end

  # A uniqueness race: the second attempt finds the row the other writer
  # created. An immediate retry is the idiom.
  def claim(name)
    Claim.find_or_create_by!(name: name)
  rescue ActiveRecord::RecordNotUnique
    retry
  end

  # Optimistic locking: reload and apply again.
  def bump(counter)
    counter.reload
    counter.update!(value: counter.value + 1)
  rescue ActiveRecord::StaleObjectError
    retry
  end

  # It sleeps first.
  def settle(request)
    request.update!(state: "settled")
  rescue ActiveRecord::StatementInvalid
    sleep 5
    retry
  end
end
